import { useState } from "react";
import { Box, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useField } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import type { FileKind } from "@cgm/domain";
import { FileUpload } from "../../ui/FileUpload";
import { fileUrl } from "../country/CountryIconField";

/**
 * An App upgrade form file (the icon, with a preview, or the install package, with its size and
 * SHA-256 once stored): a resumable upload with progress, speed, pause, resume and cancel. The form
 * value is the stored file's id (the current one, or a new upload's).
 */
export function AppUpgradeFileField(props: {
  name: "iconFileId" | "packageFileId";
  kind: FileKind;
  /** The form value naming the file the record has now, shown until a new file is chosen. */
  currentFrom?: string;
  /** The label's message id; default `appUpgrade.<name>` (other package screens give their own). */
  label?: string;
}) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | null>(props.name);
  const [current] = useField<string | null>(props.currentFrom ?? `${props.name}Name`);
  const [round, setRound] = useState(0);
  const [sha256, setSha256] = useState<string | null>(null);
  const id = field.value;
  const error = meta.touched && typeof meta.error === "string" ? meta.error : undefined;
  const set = (value: string | null) => {
    void helpers.setValue(value);
    void helpers.setTouched(false, false);
  };
  const icon = props.name === "iconFileId";

  return (
    <Stack gap="2" data-testid={`field-${props.name}`}>
      <FileUpload
        key={round}
        kind={props.kind}
        name={props.name}
        required
        label={intl.formatMessage({ id: props.label ?? `appUpgrade.${props.name}` })}
        current={
          id && round === 0 ? (current.value ?? intl.formatMessage({ id: "appUpgrade.iconCurrent" })) : null
        }
        onUploaded={(f) => {
          set(f.id);
          setSha256(f.sha256);
        }}
        onCleared={() => {
          set(null);
          setSha256(null);
        }}
        error={error}
      />
      {id && icon && (
        <HStack gap="3">
          <Box borderWidth="1px" borderRadius="md" p="1" bg="bg.subtle">
            <Image
              src={fileUrl(id)}
              alt={intl.formatMessage({ id: "appUpgrade.iconPreview" })}
              boxSize="12"
              objectFit="contain"
              data-testid="icon-preview"
            />
          </Box>
          <Text fontSize="sm" color="fg.muted" flex="1">
            <FormattedMessage id="appUpgrade.iconPreview" />
          </Text>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => {
              set(null);
              setRound((r) => r + 1);
            }}
            data-testid="icon-remove"
          >
            <FormattedMessage id="upload.remove" />
          </Button>
        </HStack>
      )}
      {!icon && sha256 && (
        <Text
          fontSize="xs"
          color="fg.muted"
          fontFamily="mono"
          overflowWrap="anywhere"
          data-testid="upload-sha256"
        >
          SHA-256 {sha256}
        </Text>
      )}
    </Stack>
  );
}
