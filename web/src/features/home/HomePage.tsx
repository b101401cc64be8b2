import { useEffect, useState } from "react";
import { Box, Card, DataList, Heading, SimpleGrid, Skeleton, Stat, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { OverviewDocument } from "../../gql/documents/OverviewDocument";
import { useSession } from "../../session/SessionProvider";
import { useFormat } from "../../i18n/format";

function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/** Home: what the user's data scope covers, and who they are signed in as. */
export default function HomePage() {
  const intl = useIntl();
  const { me } = useSession();
  const fmt = useFormat();
  const now = useNow();
  const { data, loading, error } = useQuery(OverviewDocument);
  const stats = [
    { key: "organisations", label: "home.organisations" },
    { key: "accounts", label: "home.accounts" },
    { key: "devices", label: "home.devices" },
  ] as const;
  return (
    <Box p="2">
      <Heading size="lg" mb="1" data-testid="home-welcome">
        <FormattedMessage id="home.welcome" values={{ name: me?.name ?? "" }} />
      </Heading>
      <Text color="fg.muted" mb="5">
        <FormattedMessage id="home.subtitle" />
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
        {stats.map((s) => (
          <Card.Root key={s.key}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>
                  <FormattedMessage id={s.label} />
                </Stat.Label>
                {loading && !data ? (
                  <Skeleton height="8" width="16" />
                ) : (
                  <Stat.ValueText data-testid={`overview-${s.key}`}>
                    {error ? "—" : fmt.number(data?.overview[s.key] ?? 0)}
                  </Stat.ValueText>
                )}
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Card.Root maxW="2xl">
        <Card.Header>
          <Heading size="sm">
            <FormattedMessage id="home.profile" />
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {[
              ["home.organisation", me?.organisation.name],
              ["home.role", me?.role.name],
              ["home.scope", me ? intl.formatMessage({ id: `scope.${me.dataScope}` }) : ""],
              [
                "home.lastLogin",
                me?.lastLoginAt ? fmt.longDate(me.lastLoginAt) : intl.formatMessage({ id: "home.never" }),
              ],
              ["home.now", fmt.longDate(now)],
              ["home.timeZone", fmt.timeZone],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>
                  <FormattedMessage id={label ?? ""} />
                </DataList.ItemLabel>
                <DataList.ItemValue data-testid={`home-${label}`}>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
