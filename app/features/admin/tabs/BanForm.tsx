import { Form } from "react-router";
import { ActionFields, SubmitButton } from "../components/parts.tsx";
import { TABLE_TEXT as T } from "../texts.ts";

/** Ban or unban a member (Members and Community tabs); never offered for admins or oneself. */
export function BanForm({
  id,
  banned,
  isAdmin,
  self,
  returnTo,
}: {
  id: string;
  banned: boolean;
  isAdmin: boolean;
  self: boolean;
  returnTo: string;
}) {
  if (isAdmin || self) return null;
  return (
    <Form method="post" action="/admin" className="flex flex-wrap items-end gap-2">
      <ActionFields intent="ban-user" id={id} returnTo={returnTo} />
      <input type="hidden" name="banned" value={banned ? "0" : "1"} />
      {banned ? null : (
        <label className="text-xs font-medium text-slate-700">
          {T.reasonOptional}
          <input name="reason" maxLength={1000} className="mt-1 block w-40 rounded border border-slate-300 px-2 py-1" />
        </label>
      )}
      <SubmitButton>{banned ? T.unban : T.ban}</SubmitButton>
    </Form>
  );
}
