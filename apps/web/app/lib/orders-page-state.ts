// What a page hands the Order List when it navigates there (React Router's location state).

export interface OrdersPageState {
  /** The order whose mobile money payment to send to the phone as soon as it shows. */
  payFromPhone?: string;
}
