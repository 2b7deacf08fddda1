/** Helps. */
export default class Helper {
    help(): void;
}
