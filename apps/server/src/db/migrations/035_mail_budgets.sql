-- Mail limits per budget and source (issue 54): what strangers trigger (a reset asked by anyone,
-- an unlock code after wrong passwords) is counted apart from what only the owner can trigger (the
-- new-device code after the right password, a reset asked from a known device), so ten strangers'
-- requests no longer stop the owner's own codes; and a stranger's mails are capped per client
-- address too.

alter table mail_sends add column budget text not null default 'stranger';
alter table mail_sends add column source text;

create index mail_sends_source_idx on mail_sends (source, sent_at) where source is not null;
