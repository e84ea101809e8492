// The support feature's public surface.
export { SupportTicketDialog, type SupportTicketDialogProps } from './components/support-ticket-dialog';
