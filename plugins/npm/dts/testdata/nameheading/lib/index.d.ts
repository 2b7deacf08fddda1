import { Network, Networkish } from "./types";
export { Network, Networkish };
/**
 *  getNetwork
 *
 *  Converts a named common networks or chain ID (network ID) to a Network
 *  and verifies a network is a valid Network..
 */
export declare function getNetwork(network: Networkish): Network;
