import { useEffect, useRef } from "react";
import { Button, HStack, IconButton, Menu, Portal, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { usePermission } from "../../session/permission";
import { StatusBadge } from "../../ui/StatusBadge";
import { useFormat } from "../../i18n/format";
import type { OrganisationFieldsFragment } from "../../gql/graphql";
import { OrganisationsDocument } from "../../gql/documents/OrganisationsDocument";

export type OrgAction = "edit" | "addSub" | "addAccount" | "functions" | "erp" | "status";

export interface RowsProps {
  expanded: ReadonlySet<string>;
  onToggle(id: string): void;
  onAction(action: OrgAction, org: OrganisationFieldsFragment): void;
  /** The organisation just saved: its row is scrolled to and highlighted for a moment. */
  highlight: string | null;
  /** How many rows a parent's expanded children show (null once they are hidden again). */
  onShown(parentId: string, rows: number | null): void;
}

export const ORG_COLUMNS = [
  "org.name",
  "org.number",
  "org.label",
  "org.director",
  "org.contact",
  "org.contactPhone",
  "org.status",
  "org.createdAt",
  "list.actions",
];

/** Rows of organisations at one depth of the tree, each followed by its children when expanded. */
export function OrganisationRows({
  orgs,
  depth,
  ...props
}: RowsProps & { orgs: OrganisationFieldsFragment[]; depth: number }) {
  return (
    <>
      {orgs.map((o) => (
        <OrganisationRow key={o.id} org={o} depth={depth} {...props} />
      ))}
    </>
  );
}

function OrganisationRow({
  org,
  depth,
  ...props
}: RowsProps & { org: OrganisationFieldsFragment; depth: number }) {
  const intl = useIntl();
  const fmt = useFormat();
  const can = usePermission();
  const open = props.expanded.has(org.id);
  const more: [OrgAction, string, string][] = [
    ["addAccount", "org:list:addAccount", "org.addAccount"],
    ["functions", "org:list:function", "org.functions"],
    ["erp", "org:list:erp", "org.erp"],
    ["status", "org:list:status", org.status === "ACTIVE" ? "org.disable" : "org.enable"],
  ];
  const allowed = more.filter(([, code]) => can(code));
  const highlighted = props.highlight === org.id;
  const rowRef = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (highlighted) rowRef.current?.scrollIntoView({ block: "nearest" });
  }, [highlighted]);
  return (
    <>
      <Table.Row
        ref={rowRef}
        data-testid={`org-row-${org.number}`}
        data-highlighted={highlighted || undefined}
        bg={highlighted ? "yellow.subtle" : undefined}
        boxShadow={highlighted ? "inset 4px 0 0 var(--chakra-colors-yellow-solid)" : undefined}
        _rtl={highlighted ? { boxShadow: "inset -4px 0 0 var(--chakra-colors-yellow-solid)" } : undefined}
        transition="background-color 0.6s"
      >
        <Table.Cell>
          <HStack gap="1" ps={`${depth * 20}px`}>
            {org.childCount > 0 ? (
              <IconButton
                size="2xs"
                variant="ghost"
                aria-expanded={open}
                aria-label={intl.formatMessage(
                  { id: open ? "org.collapse" : "org.expand" },
                  { name: org.name },
                )}
                onClick={() => props.onToggle(org.id)}
                data-testid="org-toggle"
              >
                <Text
                  as="span"
                  transform={open ? "rotate(90deg)" : undefined}
                  _rtl={{ transform: open ? "rotate(90deg)" : "scaleX(-1)" }}
                >
                  ▸
                </Text>
              </IconButton>
            ) : (
              <Text as="span" w="6" />
            )}
            <Text fontWeight="medium">{org.name}</Text>
          </HStack>
        </Table.Cell>
        <Table.Cell>{org.number}</Table.Cell>
        <Table.Cell>{org.label}</Table.Cell>
        <Table.Cell>{org.director}</Table.Cell>
        <Table.Cell>{org.contact}</Table.Cell>
        <Table.Cell whiteSpace="nowrap">{org.contactPhone}</Table.Cell>
        <Table.Cell>
          <StatusBadge status={org.status} />
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{fmt.shortDate(org.createdAt)}</Table.Cell>
        <Table.Cell textAlign="end">
          <HStack gap="1" justify="end">
            {can("org:list:edit") && (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => props.onAction("edit", org)}
                data-testid="org-edit"
              >
                <FormattedMessage id="common.edit" />
              </Button>
            )}
            {can("org:list:add") && (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => props.onAction("addSub", org)}
                data-testid="org-add-sub"
              >
                <FormattedMessage id="org.addSub" />
              </Button>
            )}
            {allowed.length > 0 && (
              <Menu.Root positioning={{ placement: "bottom-end" }}>
                <Menu.Trigger asChild>
                  <Button size="xs" variant="ghost" data-testid="org-more">
                    <FormattedMessage id="list.more" />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      {allowed.map(([action, , label]) => (
                        <Menu.Item
                          key={action}
                          value={action}
                          onClick={() => props.onAction(action, org)}
                          data-testid={`org-${action}`}
                        >
                          <FormattedMessage id={label} />
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
          </HStack>
        </Table.Cell>
      </Table.Row>
      {open && <ChildRows parentId={org.id} depth={depth + 1} {...props} />}
    </>
  );
}

function ChildRows({ parentId, depth, ...props }: RowsProps & { parentId: string; depth: number }) {
  // From the server each time they are shown: a child added since the last look is among them.
  const { data, loading } = useQuery(OrganisationsDocument, {
    variables: { filter: { parentId: Number(parentId) }, page: { offset: 0, limit: 100 } },
    fetchPolicy: "cache-and-network",
  });
  const shown = data?.organisations.items.length ?? 0;
  const { onShown } = props;
  useEffect(() => {
    onShown(parentId, shown);
    return () => onShown(parentId, null);
  }, [onShown, parentId, shown]);
  if (loading && !data) {
    return (
      <Table.Row>
        <Table.Cell colSpan={ORG_COLUMNS.length} ps={`${depth * 20 + 40}px`} color="fg.muted">
          <FormattedMessage id="app.loading" />
        </Table.Cell>
      </Table.Row>
    );
  }
  return <OrganisationRows orgs={data?.organisations.items ?? []} depth={depth} {...props} />;
}
