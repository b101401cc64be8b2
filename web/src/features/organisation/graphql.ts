import { graphql } from "../../gql";

export const OrganisationFields = graphql(`
  fragment OrganisationFields on Organisation {
    id
    parentId
    name
    number
    director
    contact
    contactPhone
    emails
    label
    status
    createdAt
    childCount
    erpNumber
    callbackUrl
    erpKeySet
    erpKeyCreatedAt
  }
`);

export const OrganisationsDocument = graphql(`
  query Organisations($filter: OrganisationFilter, $page: PageInput) {
    organisations(filter: $filter, page: $page) {
      total
      items {
        ...OrganisationFields
      }
    }
  }
`);

export const OrganisationOptionsDocument = graphql(`
  query OrganisationOptions {
    organisationOptions {
      id
      parentId
      name
      number
      status
    }
  }
`);

export const CreateOrganisationDocument = graphql(`
  mutation CreateOrganisation($input: OrganisationInput!) {
    createOrganisation(input: $input) {
      ...OrganisationFields
    }
  }
`);

export const UpdateOrganisationDocument = graphql(`
  mutation UpdateOrganisation($id: ID!, $input: OrganisationInput!) {
    updateOrganisation(id: $id, input: $input) {
      ...OrganisationFields
    }
  }
`);

export const SetOrganisationStatusDocument = graphql(`
  mutation SetOrganisationStatus($id: ID!, $status: OrganisationStatus!) {
    setOrganisationStatus(id: $id, status: $status) {
      ...OrganisationFields
    }
  }
`);

export const OrganisationFunctionsDocument = graphql(`
  query OrganisationFunctions($id: ID!) {
    organisationFunctions(id: $id)
  }
`);

export const SetOrganisationFunctionsDocument = graphql(`
  mutation SetOrganisationFunctions($id: ID!, $menuIds: [Int!]!) {
    setOrganisationFunctions(id: $id, menuIds: $menuIds)
  }
`);

export const SetErpConnectionDocument = graphql(`
  mutation SetErpConnection($id: ID!, $input: ErpConnectionInput!) {
    setErpConnection(id: $id, input: $input) {
      ...OrganisationFields
    }
  }
`);

export const RotateErpKeyDocument = graphql(`
  mutation RotateErpKey($id: ID!) {
    rotateErpKey(id: $id) {
      key
      organisation {
        ...OrganisationFields
      }
    }
  }
`);
