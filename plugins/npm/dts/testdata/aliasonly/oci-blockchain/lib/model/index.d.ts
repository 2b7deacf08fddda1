import * as AvailabilityDomain from "./availability-domain";
export import AvailabilityDomain = AvailabilityDomain.AvailabilityDomain;
import * as OsnCollection from "./osn-collection";
export import OsnCollection = OsnCollection.OsnCollection;
