import { Req, Handler as H } from './types/request'
import { Options as DepOptions } from 'some-dep'

type Helper = string

declare namespace server {
  export const codes: number
  type Hidden = number
  export type Options = { port: number }
  export type { Req, H as Handler, DepOptions }
  export const server: typeof server
  export { server as default }
}

/** Creates a server. */
declare function server(opts: server.Options): Req
declare function server(): Req

export = server
