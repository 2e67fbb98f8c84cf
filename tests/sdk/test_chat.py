"""Chat through DB-GPT's SDK: `Client.chat` and `Client.chat_stream` on every chat_mode it names."""

import unittest
import uuid

from dbgpt_client import Client

from sdk_support import FAKE_ANSWER, MODEL, OPEN_URL, api_base, create_chat_flow


async def streamed_text(client: Client, **kwargs) -> tuple[str, int]:
    text, chunks = "", 0
    async for chunk in client.chat_stream(model=MODEL, **kwargs):
        chunks += 1
        text += chunk.choices[0].delta.content or ""
    return text, chunks


class ChatTest(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        self.client = Client(api_base=api_base(OPEN_URL))

    async def asyncTearDown(self):
        await self.client.aclose()

    async def test_chat_answers_a_completion_the_sdk_reads(self):
        answer = await self.client.chat(model=MODEL, messages="Hello?")
        self.assertEqual(answer.choices[0].message.content, FAKE_ANSWER)
        self.assertEqual(answer.choices[0].message.role, "assistant")
        self.assertEqual(answer.model, MODEL)
        self.assertGreater(answer.usage.total_tokens, 0)

    async def test_chat_stream_yields_the_answer_in_pieces(self):
        text, chunks = await streamed_text(self.client, messages="Hello?")
        self.assertEqual(text, FAKE_ANSWER)
        self.assertGreater(chunks, 2)

    async def test_chat_with_an_app(self):
        answer = await self.client.chat(model=MODEL, messages="Hi", chat_mode="chat_app", chat_param="chat_normal")
        self.assertEqual(answer.choices[0].message.content, FAKE_ANSWER)
        text, _ = await streamed_text(self.client, messages="Hi", chat_mode="chat_app", chat_param="chat_normal")
        self.assertEqual(text, FAKE_ANSWER)

    async def test_chat_with_a_deployed_flow(self):
        uid = create_chat_flow(OPEN_URL, f"sdk_flow_{uuid.uuid4().hex[:8]}")
        answer = await self.client.chat(model=MODEL, messages="What is up?", chat_mode="chat_flow", chat_param=uid)
        self.assertEqual(answer.choices[0].message.content, FAKE_ANSWER)
        text, chunks = await streamed_text(self.client, messages="What is up?", chat_mode="chat_flow", chat_param=uid)
        self.assertEqual(text, FAKE_ANSWER)
        self.assertGreater(chunks, 2)

    async def test_an_unknown_flow_or_mode_is_refused_with_a_message(self):
        refused = await self.client.chat(model=MODEL, messages="Hi", chat_mode="chat_flow", chat_param="no-such-flow")
        self.assertEqual(refused["success"], False)
        self.assertIn("no-such-flow", refused["err_msg"])
        unknown = await self.client.chat(model=MODEL, messages="Hi", chat_mode="chat_nonsense")
        self.assertEqual(unknown["success"], False)
        self.assertIn("chat_nonsense", unknown["err_msg"])

    async def test_an_unknown_model_is_refused_with_a_message(self):
        refused = await self.client.chat(model="no-such-model", messages="Hi")
        self.assertEqual(refused["success"], False)
        self.assertIn("no-such-model", refused["err_msg"])
