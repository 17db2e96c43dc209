// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QSignalSpy>
#include <QTest>

#include "protocol/rewatch.h"

using namespace Mcp;

class TestRewatch : public QObject
{
    Q_OBJECT

private slots:
    void theOldObjectIsNoLongerHeard()
    {
        QObject receiver;
        QObject first;
        QObject second;
        QPointer<QObject> watched;
        int heard = 0;
        QVERIFY(rewatch(watched, &first, &receiver));
        QCOMPARE(watched.data(), &first);
        connect(&first, &QObject::objectNameChanged, &receiver, [&heard] { ++heard; });
        first.setObjectName("a");
        QCOMPARE(heard, 1);

        QVERIFY(rewatch(watched, &second, &receiver));
        QCOMPARE(watched.data(), &second);
        first.setObjectName("b"); // dropped with the switch
        QCOMPARE(heard, 1);
    }

    void theSameObjectChangesNothing()
    {
        QObject receiver;
        QObject object;
        QPointer<QObject> watched(&object);
        int heard = 0;
        connect(&object, &QObject::objectNameChanged, &receiver, [&heard] { ++heard; });
        QVERIFY(!rewatch(watched, &object, &receiver));
        object.setObjectName("a"); // still heard
        QCOMPARE(heard, 1);
    }

    void onlyTheReceiversConnectionsGo()
    {
        QObject receiver;
        QObject other;
        QObject object;
        QPointer<QObject> watched(&object);
        QSignalSpy spy(&object, &QObject::objectNameChanged);
        int otherHeard = 0;
        connect(&object, &QObject::objectNameChanged, &other, [&otherHeard] { ++otherHeard; });
        QVERIFY(rewatch(watched, static_cast<QObject *>(nullptr), &receiver));
        QVERIFY(watched.isNull());
        object.setObjectName("a");
        QCOMPARE(otherHeard, 1);
        QCOMPARE(spy.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestRewatch)
#include "tst_rewatch.moc"
