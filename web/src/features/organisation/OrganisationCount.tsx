import { FormattedMessage } from "react-intl";

/**
 * What the organisation list's count counts: the top-level organisations (or, while searching, the
 * matches) that page through, and how many rows the table shows with the expanded sub-organisations.
 */
export function OrganisationCount(props: { total: number; shown: number; searching: boolean }) {
  return (
    <FormattedMessage
      id={props.searching ? "org.countFound" : "org.countTop"}
      values={{ total: props.total, shown: props.shown }}
    />
  );
}
