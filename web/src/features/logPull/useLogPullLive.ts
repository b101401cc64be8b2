import { useEffect, useRef } from "react";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { LogPullChangedDocument } from "../../gql/documents/LogPullChangedDocument";
import { LogPullsDocument } from "../../gql/documents/LogPullsDocument";
import { setReconnectedHandler } from "../../app/apollo";

/**
 * Keeps the log pull list live: a pull that changes status updates its row through the cache (same id
 * and fields); a pull the list does not hold yet (made by someone else) reloads the list, at most
 * once a second; so does coming back after the live connection dropped (changes may have been missed).
 */
export function useLogPullLive(shownIds: () => Set<string>): void {
  const client = useApolloClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => setReconnectedHandler(() => void client.refetchQueries({ include: [LogPullsDocument] })),
    [client],
  );
  useSubscription(LogPullChangedDocument, {
    onData: ({ data }) => {
      const pull = data.data?.logPullChanged;
      if (!pull || shownIds().has(pull.id) || pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        void client.refetchQueries({ include: [LogPullsDocument] });
      }, 1000);
    },
  });
}
