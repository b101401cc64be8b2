import { useEffect, useMemo, useRef, useState } from "react";
import { Box, HStack, IconButton, Input, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ActionDialog } from "../../ui/ActionDialog";
import type { LogPullFieldsFragment } from "../../gql/graphql";
import { fileUrl } from "./fileUrl";
import { MAX_VIEW_BYTES, findMatches, logText, segments, stepMatch } from "./logSearch";

type Loaded = { text: string } | { error: string };

/**
 * The uploaded log's text in the browser (through the authenticated download, so the viewing is in
 * the operation log): a search box highlighting every match, the current one scrolled into view,
 * with next and previous (Enter and Shift+Enter). Compressed ZIP logs and very large ones are offered
 * as a download instead.
 */
export function LogViewerDialog({ pull, onClose }: { pull: LogPullFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const file = pull.file!;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [query, setQuery] = useState("");
  const [current, setCurrent] = useState(0);
  const bodyRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    if (file.size > MAX_VIEW_BYTES) return setLoaded({ error: "logPull.tooLarge" });
    const abort = new AbortController();
    fetch(fileUrl(file.id), { credentials: "same-origin", signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) return setLoaded({ error: "logPull.loadError" });
        const text = await logText(res, file.name);
        setLoaded(text === null ? { error: "logPull.compressed" } : { text });
      })
      .catch(() => !abort.signal.aborted && setLoaded({ error: "logPull.loadError" }));
    return () => abort.abort();
  }, [file.id, file.name, file.size]);

  const text = loaded && "text" in loaded ? loaded.text : "";
  const matches = useMemo(() => findMatches(text, query), [text, query]);
  const active = matches.length ? Math.min(current, matches.length - 1) : -1;
  useEffect(() => {
    bodyRef.current
      ?.querySelector(`[data-match="${active}"]`)
      ?.scrollIntoView({ block: "center", inline: "nearest" });
  }, [active, matches]);
  const step = (by: 1 | -1) => setCurrent(stepMatch(active, matches.length, by));

  const download = () => {
    const a = document.createElement("a");
    a.href = fileUrl(file.id);
    a.download = file.name;
    a.click();
  };
  const arrow = (by: 1 | -1, label: string, path: string) => (
    <IconButton
      size="sm"
      variant="outline"
      aria-label={t(label)}
      title={t(label)}
      disabled={matches.length === 0}
      onClick={() => step(by)}
      data-testid={by === 1 ? "logView-next" : "logView-previous"}
    >
      <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
        <path d={path} stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </IconButton>
  );

  return (
    <ActionDialog
      title={
        <FormattedMessage id="logPull.viewerTitle" values={{ name: <bdi key="name">{file.name}</bdi> }} />
      }
      testId="logView-dialog"
      size="xl"
      onClose={onClose}
      loading={loaded === null}
      dismiss="common.close"
      action={{ label: t("logPull.download"), onClick: download, testId: "logView-download" }}
    >
      {loaded && "error" in loaded ? (
        <Text role="alert" data-testid="logView-error">
          {t(loaded.error)}
        </Text>
      ) : (
        <>
          <HStack gap="2" mb="2" wrap="wrap">
            <Input
              flex="1"
              minW="48"
              type="search"
              value={query}
              maxLength={200}
              aria-label={t("logPull.search")}
              placeholder={t("logPull.search")}
              onChange={(e) => {
                setQuery(e.target.value);
                setCurrent(0);
              }}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                step(e.shiftKey ? -1 : 1);
              }}
              data-testid="logView-search"
            />
            {arrow(-1, "logPull.previous", "M4 10l4-4 4 4")}
            {arrow(1, "logPull.next", "M4 6l4 4 4-4")}
            <Text fontSize="sm" minW="24" aria-live="polite" data-testid="logView-count">
              {query &&
                (matches.length ? (
                  <FormattedMessage
                    id="logPull.matchOf"
                    values={{ current: active + 1, total: matches.length }}
                  />
                ) : (
                  <FormattedMessage id="logPull.noMatches" />
                ))}
            </Text>
          </HStack>
          <Box
            as="pre"
            ref={bodyRef}
            dir="ltr"
            tabIndex={0}
            role="region"
            aria-label={t("logPull.logText")}
            fontFamily="mono"
            fontSize="xs"
            whiteSpace="pre"
            overflow="auto"
            maxH="60vh"
            p="2"
            borderWidth="1px"
            rounded="md"
            data-testid="logView-text"
          >
            {segments(text, matches).map((s, i) =>
              s.match === null ? (
                s.text
              ) : (
                <mark
                  key={i}
                  data-match={s.match}
                  data-current={s.match === active ? "true" : undefined}
                  style={
                    s.match === active
                      ? { background: "#b45309", color: "#ffffff", outline: "2px solid #b45309" }
                      : { background: "#fde68a", color: "#1f2937" }
                  }
                >
                  {s.text}
                </mark>
              ),
            )}
          </Box>
        </>
      )}
    </ActionDialog>
  );
}
