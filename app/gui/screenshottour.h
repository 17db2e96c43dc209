// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

class QWidget;

/*!
 * Runs a list of steps, one after the other, and saves PNGs of widgets into a directory: the engine of
 * --demo-screenshots (DemoTour plans the steps; scripts/screenshots.sh runs it under Xvfb). Each step is retried
 * every interval() until it reports done; a step that never does fails the tour after its timeout.
 */
class ScreenshotTour final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScreenshotTour)
public:
    /*! How long a step may keep reporting "not yet" before the tour fails. */
    static constexpr int DefaultTimeoutMs = 20000;

    explicit ScreenshotTour(const QString &dir, QObject *parent = nullptr);

    /*! Appends a step: \a run returns true when it is done, false to be asked again after interval(). */
    void add(const QString &name, std::function<bool()> run, int timeoutMs = DefaultTimeoutMs);
    /*! How often a step that is not done yet is asked again (200 ms). */
    int interval() const;
    void setInterval(int ms);
    /*! Makes the directory and runs the first step after interval(). */
    void start();
    /*! Saves a picture of \a widget as \a file in the directory; false (and a warning) if it cannot be written. */
    bool save(QWidget *widget, const QString &file) const;
    /*! Saves \a picture (a composition of several widgets' pictures) as \a file, as save() does. */
    bool save(const QPixmap &picture, const QString &file) const;
    /*! The directory the pictures go to. */
    QString directory() const;

signals:
    /*! Every step done (\a ok), or one timed out (not \a ok, after a warning naming it). */
    void finished(bool ok);

private:
    struct Step
    {
        QString name;
        std::function<bool()> run;
        int timeoutMs = DefaultTimeoutMs;
    };

    void next();

    QString m_dir;
    QList<Step> m_steps;
    qsizetype m_index = 0;
    QTimer m_timer;
    QElapsedTimer m_clock;
};
