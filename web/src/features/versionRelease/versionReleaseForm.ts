/** The form's values: ids as numbers, as the domain schema has them. */
export interface VersionReleaseValues {
  clientId: number | null;
  terminalType: string;
  versionNum: string;
  versionName: string;
  languageIdList: number[];
  remark: string;
}

export const EMPTY_RELEASE: VersionReleaseValues = {
  clientId: null,
  terminalType: "",
  versionNum: "",
  versionName: "",
  languageIdList: [],
  remark: "",
};

export const toReleaseInput = (v: VersionReleaseValues) => ({
  clientId: v.clientId == null ? null : String(v.clientId),
  terminalType: v.terminalType,
  versionNum: v.versionNum,
  versionName: v.versionName,
  languageIdList: v.languageIdList.map(String),
  remark: v.remark,
});
