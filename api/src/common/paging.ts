import { Field, InputType, Int, ObjectType, registerEnumType, type ClassType } from "type-graphql";
import { number, object } from "yup";
import { LIMITS, MSG } from "@cgm/domain";

export enum SortDirection {
  ASC = "ASC",
  DESC = "DESC",
}
registerEnumType(SortDirection, { name: "SortDirection" });

/** `page: { offset, limit }` of every list (limit at most 100). */
@InputType()
export class PageInput {
  static schema = object({
    offset: number().integer().min(0, MSG.range).max(1_000_000, MSG.range),
    limit: number().integer().min(1, MSG.range).max(LIMITS.pageLimitMax, MSG.range),
  });
  @Field(() => Int, { defaultValue: 0 }) offset: number;
  @Field(() => Int, { defaultValue: 20 }) limit: number;
}

export function pageOf(page: PageInput | undefined | null): { offset: number; limit: number } {
  const limit = Math.min(Math.max(page?.limit ?? 20, 1), LIMITS.pageLimitMax);
  return { offset: Math.max(page?.offset ?? 0, 0), limit };
}

/** `{ items, total }` of a list of `T`. */
export function Paginated<T extends object>(item: ClassType<T>) {
  @ObjectType() // never reached by itself: type-graphql 2 emits only types the resolvers reach
  abstract class PaginatedResult {
    @Field(() => [item], { description: "The rows of this page" }) items: T[];
    @Field(() => Int, { description: "Rows matching the filter, over all pages" }) total: number;
  }
  return PaginatedResult;
}
