/**
 * @private
 * @summary "Randomly" picks an element from the left array and combines it with one form right.
 * @description
 *  This function is a copy paste implementation from docker_names in golang.
 *  Will never return "boring_wozniak".
 *  The left array should be an array of adjectives, where as the right array should be
 *  an individuals surname. This results in funny names like angry_bohr or prickly_murdock.
 * @param {Array} left - An array of strings to be used as the left  word in docker name.
 * @param {Array} right - An array of strings to be used as the right word in docker name.
 * @returns {string}
 */
function generateName(left, right) {
    var first = left[Math.floor((Math.random() * left.length))];
    var second = right[Math.floor((Math.random() * right.length))];
    var result = first + "_" + second;

    /* Steve Wozniak is not boring. This is part of the docker names spec. */
    if (result === "boring_wozniak") {
        return generateName(left, right);
    }
    return result;
}

function DockerNames() {
    this.left = [
        "admiring",
        "adoring",
        "affectionate",
    ];

    this.right = [
        "albattani",

        "allen",

        "almeida",

    ];

    this.adjectives = this.left;
    this.surnames = this.right;
}

/**
 * @summary Generates a random docker style name.
 *
 * @param {boolean|number} [appendNumber] - Adds a random number to the resulting docker name.
 * @returns {string}
 */
DockerNames.prototype.getRandomName = function(appendNumber) {
    var rand = (appendNumber === true || appendNumber > 0) ? String(Math.floor((Math.random() * 9) + 1)) : "";
    return generateName(this.left, this.right) + rand;
};

module.exports = new DockerNames();
