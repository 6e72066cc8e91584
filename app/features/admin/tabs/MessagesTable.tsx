import { Form } from "react-router";
import { Badge } from "~/components/ui/index.tsx";
import { ActionFields, SubmitButton, TableShell, Truncated, td } from "../components/parts.tsx";
import type { DashboardQuery } from "../schema.ts";
import { TABLE_TEXT as T } from "../texts.ts";
import type { MessageRow } from "./messages.server.ts";

/** The Messages tab's table: reply by email, mark read or unread (its query and handler: messages.server.ts). */
export function MessagesTable({
  rows,
  query,
  returnTo,
}: {
  rows: MessageRow[];
  query: DashboardQuery;
  returnTo: string;
}) {
  return (
    <TableShell caption={T.messagesCaption} columns={T.messagesColumns} rows={rows} query={query}>
      {(r) => (
        <tr key={r.id} className={r.read ? "" : "bg-sand-50"}>
          <td className={td}>
            {r.name}
            <p className="text-xs break-all text-slate-600">{r.email}</p>
            {r.read ? null : <Badge tone="coral">{T.unreadBadge}</Badge>}
          </td>
          <td className={td}>{r.subject}</td>
          <td className={`${td} max-w-md`}>
            <Truncated text={r.message} />
          </td>
          <td className={`${td} whitespace-nowrap`}>{r.created}</td>
          <td className={`${td} space-y-2`}>
            <a href={r.replyHref} className="inline-block text-sm font-semibold text-ocean-700 underline">
              {T.replyByEmail}
            </a>
            <Form method="post" action="/admin">
              <ActionFields intent="mark-message" id={r.id} returnTo={returnTo} />
              <input type="hidden" name="read" value={r.read ? "0" : "1"} />
              <SubmitButton>{r.read ? T.markUnread : T.markRead}</SubmitButton>
            </Form>
          </td>
        </tr>
      )}
    </TableShell>
  );
}
