// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <algorithm>
#include <initializer_list>

#include <QTest>

#include "transport/sseparser.h"

using Mcp::SseEvent;
using Mcp::SseParser;

namespace {

/*! "type|id|data|own-id" per event; "OVERSIZED <size>" for a dropped one. Whole streams compare in one go. */
QStringList render(const QList<SseEvent> &events)
{
    QStringList lines;
    for (const SseEvent &event : events) {
        if (event.oversized) {
            lines << QStringLiteral("OVERSIZED %1").arg(event.size);
            continue;
        }
        lines << QStringLiteral("%1|%2|%3|%4")
                     .arg(QString::fromUtf8(event.event), QString::fromUtf8(event.id), QString::fromUtf8(event.data),
                         event.hasId ? QStringLiteral("own-id") : QStringLiteral("-"));
    }
    return lines;
}

QStringList strings(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list << QString::fromUtf8(item);
    return list;
}

QList<SseEvent> feedInPieces(SseParser &parser, const QList<QByteArray> &pieces)
{
    QList<SseEvent> events;
    for (const QByteArray &piece : pieces)
        events += parser.feed(piece);
    return events;
}

} // namespace

class TestSseParser : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void splitReads_data();
    void splitReads();
    void retryChanged();
    void restartKeepsCursor();
    void oversized_data();
    void oversized();
    void oversizedWhateverTheChunks_data();
    void oversizedWhateverTheChunks();
};

void TestSseParser::parse_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<QByteArray>("lastEventId");
    QTest::addColumn<int>("retryMs");

    QTest::newRow("single event") << QByteArray("data: hello\n\n") << strings({"||hello|-"}) << QByteArray() << -1;
    QTest::newRow("multi-line data joined with LF")
        << QByteArray("data: a\ndata: b\ndata:\n\n") << strings({"||a\nb\n|-"}) << QByteArray() << -1;
    QTest::newRow("two events") << QByteArray("data: 1\n\ndata: 2\n\n") << strings({"||1|-", "||2|-"}) << QByteArray()
                                << -1;
    QTest::newRow("comments ignored") << QByteArray(": keep-alive\ndata: x\n:\n: more\n\n") << strings({"||x|-"})
                                      << QByteArray() << -1;
    QTest::newRow("only comments dispatch nothing")
        << QByteArray(":\n\n: ping\n\n") << QStringList() << QByteArray() << -1;
    QTest::newRow("CRLF") << QByteArray("data: a\r\ndata: b\r\n\r\n") << strings({"||a\nb|-"}) << QByteArray() << -1;
    QTest::newRow("CR only") << QByteArray("data: a\rdata: b\r\rdata: c\r\r") << strings({"||a\nb|-", "||c|-"})
                             << QByteArray() << -1;
    QTest::newRow("mixed line endings") << QByteArray("data: a\r\ndata: b\rdata: c\n\r\n") << strings({"||a\nb\nc|-"})
                                        << QByteArray() << -1;
    QTest::newRow("field without colon") << QByteArray("data\n\n") << strings({"|||-"}) << QByteArray() << -1;
    QTest::newRow("empty data field dispatches an empty string")
        << QByteArray("data:\n\n") << strings({"|||-"}) << QByteArray() << -1;
    QTest::newRow("only one leading space stripped")
        << QByteArray("data:  two\n\ndata:none\n\n") << strings({"|| two|-", "||none|-"}) << QByteArray() << -1;
    QTest::newRow("colon in value kept") << QByteArray("data: a: b:c\n\n") << strings({"||a: b:c|-"}) << QByteArray()
                                         << -1;
    QTest::newRow("event type") << QByteArray("event: endpoint\ndata: /messages?s=1\n\ndata: plain\n\n")
                                << strings({"endpoint||/messages?s=1|-", "||plain|-"}) << QByteArray() << -1;
    QTest::newRow("no data, no dispatch")
        << QByteArray("event: x\n\nid: 3\n\n") << QStringList() << QByteArray("3") << -1;
    QTest::newRow("unknown field ignored")
        << QByteArray("foo: bar\ndata: x\n\n") << strings({"||x|-"}) << QByteArray() << -1;
    QTest::newRow("id sticks to later events")
        << QByteArray("id: 1\ndata: a\n\ndata: b\n\n") << strings({"|1|a|own-id", "|1|b|-"}) << QByteArray("1") << -1;
    QTest::newRow("empty id resets") << QByteArray("id: 1\ndata: a\n\nid\ndata: b\n\n")
                                     << strings({"|1|a|own-id", "||b|own-id"}) << QByteArray() << -1;
    QTest::newRow("id with NUL ignored") << QByteArrayLiteral("id: 1\ndata: a\n\nid: x\0y\ndata: b\n\n")
                                         << strings({"|1|a|own-id", "|1|b|-"}) << QByteArray("1") << -1;
    QTest::newRow("priming event sets the cursor")
        << QByteArray("id: e0\ndata:\n\n") << strings({"|e0||own-id"}) << QByteArray("e0") << -1;
    QTest::newRow("retry valid") << QByteArray("retry: 200\n\n") << QStringList() << QByteArray() << 200;
    QTest::newRow("retry zero") << QByteArray("retry: 0\n\n") << QStringList() << QByteArray() << 0;
    QTest::newRow("retry not digits") << QByteArray("retry: 20a\n\n") << QStringList() << QByteArray() << -1;
    QTest::newRow("retry negative") << QByteArray("retry: -5\n\n") << QStringList() << QByteArray() << -1;
    QTest::newRow("retry with two spaces") << QByteArray("retry:  200\n\n") << QStringList() << QByteArray() << -1;
    QTest::newRow("retry empty") << QByteArray("retry\n\n") << QStringList() << QByteArray() << -1;
    QTest::newRow("invalid retry keeps the last valid one")
        << QByteArray("retry: 300\nretry: x\n\n") << QStringList() << QByteArray() << 300;
    QTest::newRow("BOM at start skipped") << QByteArray("\xEF\xBB\xBF"
                                                        "data: a\n\n")
                                          << strings({"||a|-"}) << QByteArray() << -1;
    QTest::newRow("second BOM is not skipped") << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF"
                                                             "data: a\n\n")
                                               << QStringList() << QByteArray() << -1;
    QTest::newRow("unterminated event discarded")
        << QByteArray("data: a\n\ndata: b\n") << strings({"||a|-"}) << QByteArray() << -1;
    QTest::newRow("unterminated line discarded")
        << QByteArray("data: a\n\ndata: b") << strings({"||a|-"}) << QByteArray() << -1;
    QTest::newRow("unterminated id does not move the cursor")
        << QByteArray("id: 1\ndata: a\n\nid: 2\ndata: b\n") << strings({"|1|a|own-id"}) << QByteArray("1") << -1;
}

void TestSseParser::parse()
{
    QFETCH(QByteArray, stream);
    QFETCH(QStringList, events);
    QFETCH(QByteArray, lastEventId);
    QFETCH(int, retryMs);

    SseParser parser;
    QCOMPARE(render(parser.feed(stream)), events);
    QCOMPARE(parser.lastEventId(), lastEventId);
    QCOMPARE(parser.retryMs(), retryMs);
    QVERIFY(!parser.isDiscarding());
}

void TestSseParser::splitReads_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<qint64>("maxEventSize");

    const QByteArray sample = ": hello\nretry: 150\nid: 7\nevent: message\ndata: {\"a\":1}\ndata: second\n\n"
                              "data: x\n\nid\ndata: y\n\nfoo\ndata: z\n\n";
    QTest::newRow("LF") << sample << SseParser::DefaultMaxEventSize;
    QTest::newRow("CRLF") << QByteArray(sample).replace("\n", "\r\n") << SseParser::DefaultMaxEventSize;
    QTest::newRow("CR") << QByteArray(sample).replace("\n", "\r") << SseParser::DefaultMaxEventSize;
    QTest::newRow("BOM and CRLF") << QByteArray("\xEF\xBB\xBF") + QByteArray(sample).replace("\n", "\r\n")
                                  << SseParser::DefaultMaxEventSize;
    QTest::newRow("oversized event in between")
        << QByteArray("data: small\n\ndata: " + QByteArray(100, 'x') + "\r\ndata: more\r\n\r\ndata: after\n\n")
        << qint64(40);
}

void TestSseParser::splitReads()
{
    QFETCH(QByteArray, stream);
    QFETCH(qint64, maxEventSize);

    SseParser whole(maxEventSize);
    const QStringList expected = render(whole.feed(stream));
    QVERIFY(expected.size() >= 3);

    // Every split point, including the CR of a CR LF at the end of the first chunk.
    for (int split = 0; split <= stream.size(); ++split) {
        SseParser parser(maxEventSize);
        const QList<SseEvent> events = feedInPieces(parser, {stream.left(split), stream.mid(split)});
        QVERIFY2(render(events) == expected, qPrintable(QStringLiteral("split at byte %1").arg(split)));
        QCOMPARE(parser.lastEventId(), whole.lastEventId());
        QCOMPARE(parser.retryMs(), whole.retryMs());
    }

    // One byte per read.
    SseParser parser(maxEventSize);
    QList<QByteArray> bytes;
    for (char c : std::as_const(stream))
        bytes << QByteArray(1, c);
    QCOMPARE(render(feedInPieces(parser, bytes)), expected);
}

void TestSseParser::retryChanged()
{
    SseParser parser;
    parser.feed("data: a\n\n");
    QVERIFY(!parser.takeRetryChanged());
    parser.feed("retry: 500\n\n");
    QVERIFY(parser.takeRetryChanged());
    QVERIFY(!parser.takeRetryChanged());
    parser.feed("retry: nope\n\n");
    QVERIFY(!parser.takeRetryChanged());
    QCOMPARE(parser.retryMs(), 500);
}

void TestSseParser::restartKeepsCursor()
{
    SseParser parser;
    parser.feed("retry: 250\nid: e1\ndata: a\n\ndata: half");
    parser.restart();
    // The half event is gone, the cursor and the delay stay, and a new connection may start with a BOM.
    const QList<SseEvent> events = parser.feed("\xEF\xBB\xBF"
                                               "data: b\n\n");
    QCOMPARE(render(events), strings({"|e1|b|-"}));
    QCOMPARE(parser.lastEventId(), QByteArray("e1"));
    QCOMPARE(parser.retryMs(), 250);

    parser.reset();
    QCOMPARE(parser.lastEventId(), QByteArray());
    QCOMPARE(parser.retryMs(), -1);
}

void TestSseParser::oversized_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QStringList>("events");

    const QByteArray big(200, 'x');
    QTest::newRow("one long line") << QByteArray("data: ok\n\ndata: " + big + "\n\ndata: after\n\n")
                                   << strings({"||ok|-", "OVERSIZED 207", "||after|-"});
    QTest::newRow("many short lines") << QByteArray("data: " + QByteArray(30, 'a') + "\ndata: " + QByteArray(30, 'b')
        + "\ndata: " + QByteArray(30, 'c') + "\n\ndata: after\n\n")
                                      << strings({"OVERSIZED 105", "||after|-"});
    QTest::newRow("unterminated oversized event is not reported") << QByteArray("data: " + big + "\n") << QStringList();
}

void TestSseParser::oversized()
{
    QFETCH(QByteArray, stream);
    QFETCH(QStringList, events);

    SseParser parser(64);
    QCOMPARE(render(parser.feed(stream)), events);
}

void TestSseParser::oversizedWhateverTheChunks_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<qint64>("cap");

    // Caps below the excerpt size, where the head kept from a dropped event used to depend on the chunks.
    QTest::newRow("NUL bytes, cap 1") << QByteArray("t\0\0\n\n", 5) << qint64(1);
    QTest::newRow("data lines, cap 7") << QByteArray("data: abcdefgh\ndata: ijk\nid: 4\n\ndata: ok\n\n") << qint64(7);
    QTest::newRow("CR LF, cap 12") << QByteArray("event: e\r\ndata: 0123456789\r\ndata: x\r\n\r\ndata: y\r\n\r\n")
                                   << qint64(12);
    QTest::newRow("over the cap in a later line, cap 20")
        << QByteArray("data: 0123456789\ndata: abcdefghijklmnop\ndata: q\n\n") << qint64(20);
    const QByteArray big(5000, 'z');
    QTest::newRow("beyond the excerpt, cap 64") << QByteArray("data: " + big + "\ndata: " + big + "\n\n") << qint64(64);
}

void TestSseParser::oversizedWhateverTheChunks()
{
    QFETCH(QByteArray, stream);
    QFETCH(qint64, cap);
    // Everything an event carries, a dropped one's head, tail and size included.
    const auto full = [](const QList<SseEvent> &events) {
        QStringList lines;
        for (const SseEvent &event : events) {
            lines << QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
                         .arg(QString::fromLatin1(event.event.toHex()), QString::fromLatin1(event.id.toHex()),
                             QString::fromLatin1(event.data.toHex()), QString::fromLatin1(event.tail.toHex()))
                         .arg(event.size)
                         .arg(event.oversized)
                         .arg(event.hasId);
        }
        return lines;
    };
    SseParser whole(cap);
    const QList<SseEvent> events = whole.feed(stream);
    QVERIFY(std::any_of(events.cbegin(), events.cend(), [](const SseEvent &event) { return event.oversized; }));
    const QStringList expected = full(events);

    SseParser bytes(cap);
    QList<QByteArray> pieces;
    for (char c : std::as_const(stream))
        pieces << QByteArray(1, c);
    QCOMPARE(full(feedInPieces(bytes, pieces)), expected);
    for (qsizetype split = 1; split < stream.size(); ++split) {
        SseParser parser(cap);
        QCOMPARE(full(feedInPieces(parser, {stream.left(split), stream.mid(split)})), expected);
    }
}

QTEST_APPLESS_MAIN(TestSseParser)
#include "tst_sseparser.moc"
