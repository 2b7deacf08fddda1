import semver = require("../index");
import inc = require("../functions/inc");

declare class SemVer {
    constructor(version: string | SemVer, optionsOrLoose?: boolean | semver.RangeOptions);

    raw: string;
    build: readonly string[];
    compare(other: string | SemVer): 1 | 0 | -1;
}

export = SemVer;
