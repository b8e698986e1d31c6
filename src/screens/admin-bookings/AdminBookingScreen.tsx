import SupplierBookingScreen from '../supplier-bookings/SupplierBookingScreen'

/** /admin/booking?b=<id>: any booking, for the operator (call 23 reads any; call 44 changes any), on the supplier's screen. */
export default function AdminBookingScreen() {
  return <SupplierBookingScreen admin />
}
