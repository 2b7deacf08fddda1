import isNumber from "is-number"; console.log(isNumber(5));
