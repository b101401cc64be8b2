import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { MENU_TYPES } from "@cgm/domain";

export enum MenuTypeEnum {
  DIRECTORY = "DIRECTORY",
  PAGE = "PAGE",
  BUTTON = "BUTTON",
  LINK = "LINK",
}
registerEnumType(MenuTypeEnum, { name: "MenuType" });
if (Object.values(MenuTypeEnum).join() !== MENU_TYPES.join()) throw new Error("MenuType enum out of step");

@ObjectType({ description: "A granted menu entry: directory, page, button (permission code) or frame link" })
export class MenuItem {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true, description: "Route source: slashes become hyphens" })
  url: string | null;
  @Field(() => MenuTypeEnum) type: MenuTypeEnum;
  @Field(() => String, { description: "Button permission code" }) authIdentify: string;
  @Field(() => String, { nullable: true }) icon: string | null;
  @Field(() => [MenuItem]) menuList: MenuItem[];
}
