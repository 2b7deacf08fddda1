declare module "node:fs/promises" {
    import { Abortable } from "node:events";
    /**
     * Tests a user's permissions for the file or directory specified by `path`.
     * @since v10.0.0
     */
    function access(path: PathLike, mode?: number): Promise<void>;
}
declare module "fs/promises" {
    export * from "node:fs/promises";
}
