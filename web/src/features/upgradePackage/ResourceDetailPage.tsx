import type { ReactNode } from "react";
import { Alert, Button, Code, DataList, Heading, HStack, Link, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useFormat } from "../../i18n/format";
import { errorMessage, errorMessageId } from "../../ui/errors";
import { toaster } from "../../ui/toaster";
import { PageSpinner } from "../../ui/PageSpinner";
import { UpgradePackageDocument } from "../../gql/documents/UpgradePackageDocument";
import { useDictionaryOptions } from "../dictionary/useDictionaryOptions";
import { formatSize } from "../appUpgrade/AppUpgradePackageCell";
import { RolloutPanel } from "../rollout/RolloutPanel";

/** Resource detail (`#/resource-detail?id=…`): a software package or firmware image, its file and SHA-256. */
export default function ResourceDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get("id") ?? "").trim();
  if (!id) return <Notice>{<FormattedMessage id="resource.idRequired" />}</Notice>;
  return <ResourceDetail key={id} id={id} />;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="warning" data-testid="resource-notice">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

function ResourceDetail({ id }: { id: string }) {
  const intl = useIntl();
  const fmt = useFormat();
  const types = useDictionaryOptions("upgradeType");
  const q = useQuery(UpgradePackageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const p = q.data?.upgradePackage;
  if (!p && q.loading) return <PageSpinner />;
  if (!p) {
    const missing = errorMessageId(q.error) === "error.notFound";
    return (
      <Notice>{missing ? <FormattedMessage id="resource.notFound" /> : errorMessage(intl, q.error)}</Notice>
    );
  }
  const firmware = p.kind === "FIRMWARE";
  const list = firmware ? "version-firmware" : "version-software";
  const typeLabel =
    types.find((o) => String(o.value).toLowerCase() === p.upgradeType.toLowerCase())?.label ?? p.upgradeType;
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined; // absent outside secure contexts
    if (!clipboard) return;
    void clipboard.writeText(p.package.sha256).then(
      () => toaster.create({ type: "success", title: intl.formatMessage({ id: "org.copied" }) }),
      () => undefined,
    );
  };
  const rows: [string, ReactNode, string][] = [
    ["upgradePackage.productCode", p.productCode, "productCode"],
    ["upgradePackage.typeName", p.typeName ?? "—", "typeName"],
    ["upgradePackage.versionNum", intl.formatNumber(p.versionNum), "versionNum"],
    ["upgradePackage.versionName", p.versionName, "versionName"],
    ["upgradePackage.upgradeType", typeLabel, "upgradeType"],
    ...(firmware
      ? ([
          [
            "upgradePackage.upgradeMode",
            intl.formatMessage({ id: `upgradePackage.mode.${p.upgradeMode ?? "FULL"}` }),
            "upgradeMode",
          ],
          ["upgradePackage.startVersion", p.startVersion, "startVersion"],
          ["upgradePackage.targetVersion", p.targetVersion, "targetVersion"],
        ] as [string, ReactNode, string][])
      : []),
    ["upgradePackage.upgradeContent", p.upgradeContent ?? "—", "upgradeContent"],
    ["upgradePackage.creator", p.creator ?? "—", "creator"],
    ["org.createdAt", fmt.dateTime(p.createdAt), "createdAt"],
    ["resource.fileName", p.package.fileName, "fileName"],
    [
      "resource.size",
      intl.formatMessage(
        { id: "resource.sizeBytes" },
        { size: formatSize(intl, p.package.size), bytes: intl.formatNumber(p.package.size) },
      ),
      "size",
    ],
  ];

  return (
    <Stack gap="5" data-testid="resource-detail" maxW="5xl">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg" as="h1">
          {`${p.productCode} ${p.versionName}`}
        </Heading>
        <Link asChild color="fg.info">
          <RouterLink to={`/${list}`} data-testid="resource-back">
            <FormattedMessage id={`menu.version:${firmware ? "firmware" : "software"}`} />
          </RouterLink>
        </Link>
      </HStack>
      <DataList.Root orientation="horizontal" size="md">
        {rows.map(([label, value, key]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel minW="44">
              <FormattedMessage id={label} />
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid={`resource-${key}`}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel minW="44">SHA-256</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" align="start" wrap="wrap">
              <Code fontSize="sm" overflowWrap="anywhere" dir="ltr" data-testid="resource-sha256">
                {p.package.sha256}
              </Code>
              <Button size="xs" variant="outline" onClick={copy} data-testid="resource-copy-sha256">
                <FormattedMessage id="resource.copySha256" />
              </Button>
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack>
        <Button asChild colorPalette="blue" size="sm">
          <a href={p.package.url} download={p.package.fileName} data-testid="resource-download">
            <FormattedMessage id="resource.download" values={{ name: p.package.fileName }} />
          </a>
        </Button>
      </HStack>
      <RolloutPanel packageId={p.id} name={`${p.productCode} ${p.versionName}`} />
    </Stack>
  );
}
