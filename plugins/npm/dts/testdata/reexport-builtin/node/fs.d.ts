declare module "node:fs" {
    type PathLike = string | Buffer | URL;
    function existsSync(path: PathLike): boolean;
}
declare module "node:fs" {
    export * as promises from "node:fs/promises";
}
declare module "fs" {
    export * from "node:fs";
}
