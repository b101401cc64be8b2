import type { ReactNode } from "react";
import { useSession } from "./SessionProvider";

/** True when the role holds the button permission code (a third-level authIdentify). */
export function usePermission(): (code: string) => boolean {
  const { buttonCodes } = useSession();
  return (code) => buttonCodes.has(code);
}

/** Renders its children only for a role holding `code`. The server enforces the same code. */
export function Auth({ code, children }: { code: string; children: ReactNode }) {
  return usePermission()(code) ? <>{children}</> : null;
}
