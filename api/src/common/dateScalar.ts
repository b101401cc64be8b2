import { GraphQLScalarType } from "graphql";
import { GraphQLDateTimeISO } from "graphql-scalars";

/**
 * The schema's DateTimeISO scalar (the one type-graphql maps Date to: same name, description and input
 * rules), answering a valid Date with its ISO text at once. graphql-scalars' serializer checks each value
 * it is handed, which for a page of devices was a few per cent of the server's CPU (issue 14.2); anything
 * but a valid Date still goes through it.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  serialize: (value: unknown) =>
    value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString()
      : GraphQLDateTimeISO.serialize(value),
});
