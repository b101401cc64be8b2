import type { ReactNode } from "react";
import { Button, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Server paging: total, previous/next and the page size. */
export function Pagination(props: {
  offset: number;
  limit: number;
  total: number;
  onChange(page: { offset: number; limit: number }): void;
  /** Says what the total counts, in place of "N records" (e.g. top-level rows of a tree). */
  summary?: ReactNode;
}) {
  const intl = useIntl();
  const { offset, limit, total } = props;
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <HStack justify="space-between" mt="3" gap="3" wrap="wrap" data-testid="pagination">
      <Text fontSize="sm" color="fg.muted" data-testid="total">
        {props.summary ?? <FormattedMessage id="list.total" values={{ total }} />}
      </Text>
      <HStack gap="2">
        <NativeSelect.Root width="28">
          <NativeSelect.Field
            aria-label={intl.formatMessage({ id: "list.pageSize" })}
            value={limit}
            onChange={(e) => props.onChange({ offset: 0, limit: Number(e.target.value) })}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {intl.formatMessage({ id: "list.perPage" }, { n })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          variant="outline"
          disabled={page <= 1}
          onClick={() => props.onChange({ offset: Math.max(0, offset - limit), limit })}
          data-testid="page-prev"
        >
          <FormattedMessage id="list.previous" />
        </Button>
        <Text fontSize="sm" minW="16" textAlign="center">
          <FormattedMessage id="list.pageOf" values={{ page, pages }} />
        </Text>
        <Button
          variant="outline"
          disabled={page >= pages}
          onClick={() => props.onChange({ offset: offset + limit, limit })}
          data-testid="page-next"
        >
          <FormattedMessage id="list.next" />
        </Button>
      </HStack>
    </HStack>
  );
}
