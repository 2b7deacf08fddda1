export interface Req { url: string }
export type Handler = (req: Req) => void
interface Internal { x: number }
export {}
