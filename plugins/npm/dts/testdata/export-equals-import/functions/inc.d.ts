import SemVer = require("../classes/semver");
import semver = require("../index");

declare namespace inc {
    type IdentifierBase = "0" | "1" | false;
}

declare function inc(
    version: string | SemVer,
    release: semver.ReleaseType,
    optionsOrLoose?: boolean | semver.Options,
    identifier?: string,
    identifierBase?: inc.IdentifierBase,
): string | null;

export = inc;
