import ms from "ms"; import s from "oldsemver"; import d from "debug"; console.log(ms, s, d);
