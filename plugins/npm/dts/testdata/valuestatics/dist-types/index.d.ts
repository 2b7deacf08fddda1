export * from "./commands/AddIpRoutesCommand";
