import { Code, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { toaster } from "../../ui/toaster";

/** A stored package as the lists give it (App, Software and System upgrade). */
export interface PackageInfo {
  fileName: string;
  size: number;
  sha256: string;
  url: string;
}

/** A size in kB or MB in the interface language. */
export function formatSize(intl: ReturnType<typeof useIntl>, bytes: number): string {
  return bytes < 1_000_000
    ? intl.formatNumber(bytes / 1000, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 })
    : intl.formatNumber(bytes / 1_000_000, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
}

/** The install package: a download link named by its file, its size, and its SHA-256 (short, with copy). */
export function AppUpgradePackageCell({ pkg }: { pkg: PackageInfo }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "appUpgrade.copySha256" }, { name: pkg.fileName });
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined; // absent outside secure contexts
    if (!clipboard) return;
    void clipboard.writeText(pkg.sha256).then(
      () => toaster.create({ type: "success", title: intl.formatMessage({ id: "org.copied" }) }),
      () => undefined,
    );
  };
  return (
    <Stack gap="0" data-testid="package">
      <Link
        href={pkg.url}
        download={pkg.fileName}
        color="fg.info"
        overflowWrap="anywhere"
        aria-label={intl.formatMessage({ id: "appUpgrade.download" }, { name: pkg.fileName })}
        data-testid="package-download"
      >
        {pkg.fileName}
      </Link>
      <HStack gap="1" wrap="nowrap">
        <Text fontSize="xs" color="fg.muted" data-testid="package-size">
          {formatSize(intl, pkg.size)}
        </Text>
        <Code
          variant="plain"
          fontSize="xs"
          px="0"
          bg="transparent"
          title={pkg.sha256}
          data-testid="package-sha256"
        >
          {pkg.sha256.slice(0, 12)}…
        </Code>
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={label}
          title={label}
          onClick={copy}
          data-testid="sha256-copy"
        >
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" fill="none">
            <rect x="5" y="5" width="9" height="9" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
        </IconButton>
      </HStack>
    </Stack>
  );
}
