import { graphql } from "../../gql";

export const MeFields = graphql(`
  fragment MeFields on Me {
    id
    account
    name
    phone
    dataScope
    permissionCodes
    mustChangePassword
    lastLoginAt
    organisation {
      id
      name
    }
    role {
      id
      name
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      me {
        ...MeFields
      }
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...MeFields
    }
    systemTimeZone
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const MenuFields = graphql(`
  fragment MenuFields on MenuItem {
    id
    name
    url
    type
    authIdentify
    icon
  }
`);

/** The navigation fetch: the granted menu tree, three levels deep. */
export const MenuListDocument = graphql(`
  query MenuList {
    menuList {
      ...MenuFields
      menuList {
        ...MenuFields
        menuList {
          ...MenuFields
        }
      }
    }
  }
`);
