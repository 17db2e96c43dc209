// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QSignalSpy>
#include <QStringList>

#include "session/serverconfig.h"
#include "transport/transport.h"

/*! A transport of type \a T with a spy on each of its signals; \a OpenWaitMs is how long open() waits. */
template <typename T, int OpenWaitMs> struct TransportHarness
{
    explicit TransportHarness(const Mcp::ServerConfig &config)
        : transport(config)
    {
    }

    /*! Opens the transport; false when it did not open in time. */
    bool open()
    {
        transport.open();
        return opened.wait(OpenWaitMs);
    }

    /*! Every message received so far, in order. */
    QList<QJsonObject> received() const
    {
        QList<QJsonObject> all;
        for (const QList<QVariant> &args : messages)
            all += args.at(0).template value<QList<QJsonObject>>();
        return all;
    }
    QStringList errorTexts() const { return texts(errors); }
    QStringList logLines() const { return texts(logs); }
    QString closeReason() const { return closed.isEmpty() ? QString() : closed.constLast().at(0).toString(); }

    static QStringList texts(const QSignalSpy &spy)
    {
        QStringList all;
        for (const QList<QVariant> &args : spy)
            all << args.at(0).toString();
        return all;
    }

    T transport;
    QSignalSpy opened {&transport, &Mcp::Transport::opened};
    QSignalSpy closed {&transport, &Mcp::Transport::closed};
    QSignalSpy messages {&transport, &Mcp::Transport::messagesReceived};
    QSignalSpy errors {&transport, &Mcp::Transport::protocolError};
    QSignalSpy failed {&transport, &Mcp::Transport::requestFailed};
    QSignalSpy logs {&transport, &Mcp::Transport::serverLog};
};
