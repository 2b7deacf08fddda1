declare const _default: import("@medusajs/types").ModuleProviderExports;
export default _default;
