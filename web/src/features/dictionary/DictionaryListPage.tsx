import { Box, Button, HStack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router-dom";
import { useLocale } from "../../i18n/I18nProvider";
import { PageSpinner } from "../../ui/PageSpinner";
import { errorMessage } from "../../ui/errors";
import { DictionaryEntryDocument } from "../../gql/documents/DictionaryEntryDocument";
import { entryLabel } from "./dictionaryLabel";
import { DictionaryLevel } from "./DictionaryLevel";
import { DictionaryTrail } from "./DictionaryTrail";

/**
 * Dictionary list (sys:dict), with its child level: the dictionaries; with `?parent=<id>` in the URL
 * the items of that dictionary, or the children of that item. The trail above leads back up.
 */
export default function DictionaryListPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const parentId = params.get("parent");
  const parent = useQuery(DictionaryEntryDocument, { variables: { id: parentId ?? "" }, skip: !parentId });
  const p = parent.data?.dictionary;
  const grand = useQuery(DictionaryEntryDocument, {
    variables: { id: p?.parentId ?? "" },
    skip: !p?.parentId,
  });
  const g = grand.data?.dictionary;
  const error = parent.error ?? grand.error;
  // A child has no entries below it: its id as a parent is a level that cannot exist.
  const tooDeep = Boolean(g?.parentId);
  if (parentId && (error || tooDeep)) {
    return (
      <HStack color="fg.error" role="alert" gap="3" data-testid="list-error">
        <span>{tooDeep ? intl.formatMessage({ id: "dictionary.tooDeep" }) : errorMessage(intl, error)}</span>
        <Button asChild size="xs" variant="outline">
          <Link to="/sys-dict">
            <FormattedMessage id="dictionary.all" />
          </Link>
        </Button>
      </HStack>
    );
  }
  if (parentId && (!p || (p.parentId && !g))) return <PageSpinner />;
  const path = [g, p].flatMap((e) => (e ? [{ id: e.id, text: entryLabel(e, locale) }] : []));
  const level = !p ? 0 : g ? 2 : 1;
  return (
    <Box>
      {path.length > 0 && <DictionaryTrail path={path} />}
      <DictionaryLevel key={parentId ?? "top"} level={level} parentId={parentId} />
    </Box>
  );
}
