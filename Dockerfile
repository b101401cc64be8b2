# CGM Console API + web, production image. Run it with ADMIN_PASSWORD set (the start refuses without
# it; the admin changes it at first sign-in); demo data only with SEED_DEMO=1.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm install --no-audit --no-fund --include=dev \
  && npm run build --workspace web
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--initial-old-space-size=256", "--import", "tsx", "api/src/main.ts"]
