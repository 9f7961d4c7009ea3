// A stand-in for the order database that the tools of both example apps read from.
export interface Order {
  readonly id: string;
  readonly customerId: string;
  readonly status: "paid" | "shipped" | "refunded";
  readonly total: number;
}

export interface OrderQuery {
  skip(count: number): OrderQuery;
  first(): Promise<Order>;
  take(count: number): Promise<Order[]>;
}

export const orders = {
  query(
    customerId: string,
    options: { statuses: string[]; timeoutSeconds: number; pageSize: number | undefined },
  ): OrderQuery {
    throw new Error(`not connected: ${customerId} ${JSON.stringify(options)}`);
  },
  async search(text: string, options: { exact: boolean }): Promise<Order[]> {
    throw new Error(`not connected: ${text} ${JSON.stringify(options)}`);
  },
  async total(customerId: string, statuses: "all" | "paid"): Promise<number> {
    throw new Error(`not connected: ${customerId} ${statuses}`);
  },
};
