/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment MeFields on Me {\n    id\n    account\n    name\n    phone\n    dataScope\n    permissionCodes\n    mustChangePassword\n    lastLoginAt\n    organisation {\n      id\n      name\n    }\n    role {\n      id\n      name\n    }\n  }\n": typeof types.MeFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      me {\n        ...MeFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...MeFields\n    }\n    systemTimeZone\n  }\n": typeof types.MeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment MenuFields on MenuItem {\n    id\n    name\n    url\n    type\n    authIdentify\n    icon\n  }\n": typeof types.MenuFieldsFragmentDoc,
    "\n  query MenuList {\n    menuList {\n      ...MenuFields\n      menuList {\n        ...MenuFields\n        menuList {\n          ...MenuFields\n        }\n      }\n    }\n  }\n": typeof types.MenuListDocument,
    "\n  query Overview {\n    overview {\n      organisations\n      accounts\n      devices\n    }\n  }\n": typeof types.OverviewDocument,
};
const documents: Documents = {
    "\n  fragment MeFields on Me {\n    id\n    account\n    name\n    phone\n    dataScope\n    permissionCodes\n    mustChangePassword\n    lastLoginAt\n    organisation {\n      id\n      name\n    }\n    role {\n      id\n      name\n    }\n  }\n": types.MeFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      me {\n        ...MeFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...MeFields\n    }\n    systemTimeZone\n  }\n": types.MeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment MenuFields on MenuItem {\n    id\n    name\n    url\n    type\n    authIdentify\n    icon\n  }\n": types.MenuFieldsFragmentDoc,
    "\n  query MenuList {\n    menuList {\n      ...MenuFields\n      menuList {\n        ...MenuFields\n        menuList {\n          ...MenuFields\n        }\n      }\n    }\n  }\n": types.MenuListDocument,
    "\n  query Overview {\n    overview {\n      organisations\n      accounts\n      devices\n    }\n  }\n": types.OverviewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeFields on Me {\n    id\n    account\n    name\n    phone\n    dataScope\n    permissionCodes\n    mustChangePassword\n    lastLoginAt\n    organisation {\n      id\n      name\n    }\n    role {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment MeFields on Me {\n    id\n    account\n    name\n    phone\n    dataScope\n    permissionCodes\n    mustChangePassword\n    lastLoginAt\n    organisation {\n      id\n      name\n    }\n    role {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      me {\n        ...MeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      me {\n        ...MeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...MeFields\n    }\n    systemTimeZone\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...MeFields\n    }\n    systemTimeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuFields on MenuItem {\n    id\n    name\n    url\n    type\n    authIdentify\n    icon\n  }\n"): (typeof documents)["\n  fragment MenuFields on MenuItem {\n    id\n    name\n    url\n    type\n    authIdentify\n    icon\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuList {\n    menuList {\n      ...MenuFields\n      menuList {\n        ...MenuFields\n        menuList {\n          ...MenuFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuList {\n    menuList {\n      ...MenuFields\n      menuList {\n        ...MenuFields\n        menuList {\n          ...MenuFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Overview {\n    overview {\n      organisations\n      accounts\n      devices\n    }\n  }\n"): (typeof documents)["\n  query Overview {\n    overview {\n      organisations\n      accounts\n      devices\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;