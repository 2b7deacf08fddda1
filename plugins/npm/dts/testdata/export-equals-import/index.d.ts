// functions for working with versions
import semverClean = require("./functions/clean");
import semverInc = require("./functions/inc");

export {
    semverClean as clean,
    semverInc as inc,
};

// classes
import SemVer = require("./classes/semver");

export { SemVer };
