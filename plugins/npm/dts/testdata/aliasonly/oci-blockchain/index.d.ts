import * as models from "./lib/model";
export { models };
