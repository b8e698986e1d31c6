import EditCarScreen from '../supplier-car-editor/EditCarScreen'

/** /admin/edit-car?c=<id>: any supplier's car, for the operator, on the supplier's car form (calls 40 and 41 act on any car). */
export default function AdminEditCarScreen() {
  return <EditCarScreen admin />
}
