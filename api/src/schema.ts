import "reflect-metadata";
import { buildSchema } from "type-graphql";
import { createPubSub } from "@graphql-yoga/subscription";
import { applyMiddleware } from "graphql-middleware";
import type { GraphQLSchema } from "graphql";
import { AuthResolver } from "./modules/auth/auth.resolver";
import { MenuResolver } from "./modules/menu/menu.resolver";
import { OverviewResolver } from "./modules/overview/overview.resolver";
import { SettingsResolver } from "./modules/settings/settings.resolver";
import { OrganisationResolver } from "./modules/organisation/organisation.resolver";
import { AccessResolver } from "./modules/live/access.resolver";
import { AuditResolver } from "./modules/audit/audit.resolver";
import { DeviceResolver } from "./modules/device/device.resolver";
import { DeviceLiveResolver } from "./modules/device/device.live";
import { DeviceAdminResolver } from "./modules/device/device.admin.resolver";
import { PairingResolver } from "./modules/pairing/pairing.resolver";
import { RoleResolver } from "./modules/role/role.resolver";
import { AccountResolver } from "./modules/account/account.resolver";
import { LanguageResolver } from "./modules/language/language.resolver";
import { CountryResolver } from "./modules/country/country.resolver";
import { CenterResolver } from "./modules/center/center.resolver";
import { DictionaryResolver } from "./modules/dictionary/dictionary.resolver";
import { ClientResolver } from "./modules/client/client.resolver";
import { VersionReleaseResolver } from "./modules/versionRelease/versionRelease.resolver";
import { AppUpgradeResolver } from "./modules/appUpgrade/appUpgrade.resolver";
import { UpgradePackageResolver } from "./modules/upgradePackage/upgradePackage.resolver";
import { LogPullResolver } from "./modules/logPull/logPull.resolver";
import { PartnerResolver } from "./modules/partner/partner.resolver";
import { PartnerConnectionResolver } from "./modules/partner/partner.connection";
import { RolloutPackageResolver, RolloutResolver } from "./modules/rollout/rollout.resolver";
import { CallbackResolver } from "./modules/callback/callback.resolver";
import { validateArgument } from "./common/validation";
import { DateTimeISO } from "./common/dateScalar";
import { guardArguments } from "./common/arguments";
import { buildShield } from "./permissions";

export const RESOLVERS = [
  AuthResolver,
  MenuResolver,
  OverviewResolver,
  SettingsResolver,
  OrganisationResolver,
  RoleResolver,
  AccountResolver,
  AccessResolver,
  AuditResolver,
  DeviceResolver,
  DeviceLiveResolver,
  DeviceAdminResolver,
  PairingResolver,
  LanguageResolver,
  CountryResolver,
  CenterResolver,
  DictionaryResolver,
  ClientResolver,
  VersionReleaseResolver,
  AppUpgradeResolver,
  UpgradePackageResolver,
  LogPullResolver,
  PartnerResolver,
  PartnerConnectionResolver,
  RolloutPackageResolver,
  RolloutResolver,
  CallbackResolver,
] as const;

/** The schema as type-graphql emits it, before the shield. */
export function buildBareSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...RESOLVERS],
    validateFn: validateArgument,
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
    // Subscriptions bring their own subscribe(); type-graphql still wants a PubSub to exist.
    pubSub: createPubSub(),
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}

/**
 * The executable schema: type-graphql resolvers wrapped by the graphql-shield rules, and outside them the
 * check of every root field's arguments (common/arguments.ts).
 */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  const bare = await buildBareSchema();
  return guardArguments(applyMiddleware(bare, buildShield(bare)));
}
