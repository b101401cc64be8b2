import { graphql } from "../../gql";

export const OverviewDocument = graphql(`
  query Overview {
    overview {
      organisations
      accounts
      devices
    }
  }
`);
