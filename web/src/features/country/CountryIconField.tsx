import { Box, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useField } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { FileUpload } from "../../ui/FileUpload";

/** Where signed-in staff read a stored file (the uploader may read an upload not yet saved). */
export const fileUrl = (id: string) => `/files/v1/${encodeURIComponent(id)}`;

/**
 * The country form's icon, required: an image upload (PNG, JPEG, GIF or WebP, checked again by the
 * server) with a preview of the icon the country will have. The form value `iconFileId` is the stored
 * file's id: the current icon's (an edit starts with it and sends it back), or a new upload's. There is no
 * removing it: Replace uploads another one, and removing a new upload goes back to the current icon.
 */
export function CountryIconField() {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | null>("iconFileId");
  const id = field.value;
  const initial = meta.initialValue ?? null;
  const error = meta.touched && typeof meta.error === "string" ? meta.error : undefined;
  const set = (value: string | null) => {
    void helpers.setValue(value);
    void helpers.setTouched(false, false);
  };

  return (
    <Stack gap="2" data-testid="field-iconFileId">
      <FileUpload
        kind="countryIcon"
        name="iconFileId"
        label={intl.formatMessage({ id: "country.icon" })}
        required
        current={initial ? intl.formatMessage({ id: "country.iconCurrent" }) : null}
        onUploaded={(f) => set(f.id)}
        onCleared={() => set(initial)}
        error={error}
      />
      {id && (
        <HStack gap="3">
          <Box borderWidth="1px" borderRadius="md" p="1" bg="bg.subtle">
            <Image
              src={fileUrl(id)}
              alt={intl.formatMessage({ id: "country.iconPreview" })}
              boxSize="12"
              objectFit="contain"
              data-testid="icon-preview"
            />
          </Box>
          <Text fontSize="sm" color="fg.muted" flex="1">
            <FormattedMessage id="country.iconPreview" />
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
