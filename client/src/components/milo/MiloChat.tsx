/** Milo's conversation inside the dashboard's 'Chat with Milo' panel (built by the Milo issue). */
export function MiloChat() {
  return <p className="text-sm text-slate-700">Milo, your study assistant, is coming soon.</p>;
}
