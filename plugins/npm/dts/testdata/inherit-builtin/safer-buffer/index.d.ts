/// <reference types="node" />

export { Buffer } from "buffer";
